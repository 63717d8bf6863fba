-- A weight the person does not know (issue 32): many parents of small children and many adults do
-- not know one in kilograms. The saved answers then say `weight_unknown: true` and the column is
-- NULL; the check still holds for every weight that is given.
ALTER TABLE saved_assessments ALTER COLUMN weight DROP NOT NULL;
