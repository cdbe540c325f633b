package pipeline

// Fault points, passed to Config.FaultPoint between durable steps. A test
// that stops the worker at one of them (and restarts it on the same state
// dir) checks that recovery from that instant is correct.
const (
	// FaultClaimWritten: the claiming file (request id) is durable; Claim
	// was not called yet.
	FaultClaimWritten = "claim_written"
	// FaultClaimed: Claim returned an assignment; it is not durable yet.
	FaultClaimed = "claimed"
	// FaultAssignedWritten: the assignment is durable.
	FaultAssignedWritten = "assigned_written"
	// FaultGenerationWritten: a new generation's count and id are durable;
	// the workspace was not prepared yet.
	FaultGenerationWritten = "generation_written"
	// FaultPrepared: the workspace is ready; the scan has not started.
	FaultPrepared = "prepared"
	// FaultExecuting: the executing marker is on disk; the scanner is not
	// loaded yet. A death from here until the scan ends counts toward the
	// crash-loop guard.
	FaultExecuting = "executing"
	// FaultScanned: the scan ended; the bundle is not sealed yet.
	FaultScanned = "scanned"
	// FaultSealed: the bundle is in ready/; bundle_ready is not durable.
	FaultSealed = "sealed"
	// FaultBundleReadyWritten: bundle_ready is durable; not delivered.
	FaultBundleReadyWritten = "bundle_ready_written"
	// FaultDelivered: Deliver returned a receipt; the slot file remains.
	FaultDelivered = "delivered"
	// FaultTerminalWritten: terminal_pending is durable; not reported.
	FaultTerminalWritten = "terminal_written"
	// FaultReported: Report returned a receipt; the slot file remains.
	FaultReported = "reported"
	// FaultIdle: the slot file is removed; artifacts may remain.
	FaultIdle = "idle"
)

// FaultPoints returns every fault point in pipeline order.
func FaultPoints() []string {
	return []string{
		FaultClaimWritten, FaultClaimed, FaultAssignedWritten, FaultGenerationWritten,
		FaultPrepared, FaultExecuting, FaultScanned, FaultSealed, FaultBundleReadyWritten, FaultDelivered,
		FaultTerminalWritten, FaultReported, FaultIdle,
	}
}
