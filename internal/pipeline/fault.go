package pipeline

// Fault points, passed to Config.FaultPoint between durable steps. A test
// that stops the worker at one of them (and restarts it on the same state
// dir) checks that recovery from that instant is correct.
const (
	// FaultClaimWritten: the claim's request id is durable (a claiming
	// record, or the record that made the slot idle names it); Claim was not
	// called yet.
	FaultClaimWritten = "claim_written"
	// FaultClaimed: Claim returned an assignment; it is not durable in the
	// slot record yet (the first generation's write records it).
	FaultClaimed = "claimed"
	// FaultGenerationWritten: a new generation's count and id are durable;
	// the workspace was not prepared yet.
	FaultGenerationWritten = "generation_written"
	// FaultPrepared: the workspace is ready; the scan has not started.
	FaultPrepared = "prepared"
	// FaultExecuting: the executing mark is in the slot record (unsynced); the scanner is not
	// loaded yet. A death from here until the scan ends counts toward the
	// crash-loop guard.
	FaultExecuting = "executing"
	// FaultScanned: the scan ended; the bundle is not sealed yet.
	FaultScanned = "scanned"
	// FaultSealed: the bundle is in ready/; bundle_ready is not durable.
	FaultSealed = "sealed"
	// FaultBundleReadyWritten: bundle_ready is durable; not delivered.
	FaultBundleReadyWritten = "bundle_ready_written"
	// FaultDelivered: Deliver returned a receipt; the slot record remains.
	FaultDelivered = "delivered"
	// FaultTerminalWritten: terminal_pending is durable; not reported.
	FaultTerminalWritten = "terminal_written"
	// FaultReported: Report returned a receipt; the slot record remains.
	FaultReported = "reported"
	// FaultIdle: the idle record is written (unsynced); artifacts may
	// remain.
	FaultIdle = "idle"
)

// Fault points of the progress journal (the outbox). They are reached by
// the journal's own goroutine, not a slot's.
const (
	// FaultJournalSegmentCreated: a new journal segment exists and its
	// directory entry is durable; nothing is written to it yet.
	FaultJournalSegmentCreated = "journal_segment_created"
	// FaultJournalAppended: a batch of records is written to the segment;
	// it is not fsynced yet.
	FaultJournalAppended = "journal_appended"
	// FaultProgressPublished: the transport accepted a batch; the cursor
	// does not say so yet.
	FaultProgressPublished = "progress_published"
	// FaultJournalCursorWritten: the cursor file names the published
	// batch; segments it passed are not removed yet.
	FaultJournalCursorWritten = "journal_cursor_written"
	// FaultJournalCompacting: one published segment is removed; others
	// and the directory sync are not done yet.
	FaultJournalCompacting = "journal_compacting"
)

// FaultPoints returns every fault point: the slot's in pipeline order, then
// the progress journal's.
func FaultPoints() []string {
	return []string{
		FaultClaimWritten, FaultClaimed, FaultGenerationWritten,
		FaultPrepared, FaultExecuting, FaultScanned, FaultSealed, FaultBundleReadyWritten, FaultDelivered,
		FaultTerminalWritten, FaultReported, FaultIdle,
		FaultJournalSegmentCreated, FaultJournalAppended, FaultProgressPublished,
		FaultJournalCursorWritten, FaultJournalCompacting,
	}
}
