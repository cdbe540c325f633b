package sandbox

// Process arguments (argv[0]) that select the role of a re-executed
// worker binary in Main.
const (
	argInit  = "sluice-sandbox-init"
	argExec  = "sluice-sandbox-exec"
	argProbe = "sluice-sandbox-probe"
)

// File descriptors of the init and the exec stage.
const (
	initSpecFD   = 3 // the job's spec, JSON, read to end of file
	initStatusFD = 4 // the init writes the scanner's exit on it
	initExeFD    = 5 // the sealed scanner executable
	initCtlFD    = 6 // with spec.Workspaces: the worker's workspace requests
	execSpecFD   = 3 // the exec stage reads the spec once the root is ready
	execExeFD    = 4 // the sealed scanner executable, kept open for #! scripts
)

// maxSpecBytes bounds the spec the init and the exec stage read.
const maxSpecBytes = 1 << 20

// spec is what the worker tells the init about one scanner process.
type spec struct {
	Args      []string `json:"args"`
	Env       []string `json:"env"`
	Dir       string   `json:"dir"`
	System    []string `json:"system"`    // read-only, never id-mapped
	ReadOnly  []string `json:"read_only"` // read-only, id-mapped when Root
	ReadWrite []string `json:"read_write"`
	// Root says the worker is root: the exec stage gets its own user
	// namespace mapping root to UID and GID.
	Root    bool     `json:"root"`
	UID     int      `json:"uid"`
	GID     int      `json:"gid"`
	Rlimits []Rlimit `json:"rlimits"`
	// Workspaces says the process serves many jobs: the init keeps the
	// host's root out of reach (WorkspacesDir) and mounts each job's
	// workspace read-only below WorkspacesDir on request.
	Workspaces bool `json:"workspaces"`
}

// WorkspacesDir is where, in a sandbox started with Job.Workspaces, the
// workspaces of jobs are mounted (Cmd.MountWorkspace).
const WorkspacesDir = "/workspaces"

// oldRootDir is where such a sandbox keeps the host's root, for the init
// to mount workspaces from: a directory of mode 0 in the read-only root,
// and outside every Landlock rule.
const oldRootDir = "/.host"

// ctlRequest and ctlReply are the messages on the init's control socket.
type ctlRequest struct {
	Op   string `json:"op"` // "mount" or "unmount"
	Path string `json:"path"`
}

type ctlReply struct {
	Dir   string `json:"dir,omitempty"`
	Error string `json:"error,omitempty"`
}

// Rlimit is one resource limit the exec stage sets before the scanner
// runs (setrlimit(2)); a limit is never raised above the inherited hard
// limit.
type Rlimit struct {
	Resource int    `json:"resource"`
	Cur      uint64 `json:"cur"`
	Max      uint64 `json:"max"`
}

// exitRecord is what the init writes on its status pipe.
type exitRecord struct {
	// Wait is the scanner's wait status (wait(2)), valid when Waited.
	Wait   uint32 `json:"wait"`
	Waited bool   `json:"waited"`
	// Error says why the sandbox could not be set up.
	Error string `json:"error,omitempty"`
}
