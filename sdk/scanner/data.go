package scanner

// DataFile is a file of data a scanner is given when it is loaded, before
// its Info is asked: a file of its signed package that the manifest lists
// among the scanner's data, or one the operator adds for a run (the
// secrets scanner's rule packs). It is data, never code.
type DataFile struct {
	// Name is the file's slash path in the package, or a name the operator
	// chose for an added file ("rules/user-1.toml").
	Name string
	// Data is the file's content.
	Data []byte
}

// Configurable is a scanner built from data files at load. The host calls
// Configure once, with every data file in order, before it asks for Info;
// the scanner it returns serves every job. A scanner that is given no data
// files is used as it is.
type Configurable interface {
	Scanner
	Configure(files []DataFile) (Scanner, error)
}
