package scanner

import (
	"strconv"
	"strings"
)

// skippedPrefix starts every SkippedMessage.
const skippedPrefix = "not scanned: "

// SkippedMessage is the log message (at LevelWarn) a scanner reports for a
// file it did not read: unreadable, over a size limit, a special file, a
// name it cannot open. The host lists every such file in the scan's
// output and counts the scan as incomplete. path is the file's path
// relative to the workspace, Go-quoted in the message so that any bytes
// survive; reason says why, in a few words.
func SkippedMessage(path, reason string) string {
	return skippedPrefix + strconv.Quote(path) + ": " + reason
}

// ParseSkipped returns the path and reason of a SkippedMessage; ok is
// false for any other message.
func ParseSkipped(msg string) (path, reason string, ok bool) {
	rest, ok := strings.CutPrefix(msg, skippedPrefix)
	if !ok {
		return "", "", false
	}
	quoted, err := strconv.QuotedPrefix(rest)
	if err != nil {
		return "", "", false
	}
	if path, err = strconv.Unquote(quoted); err != nil {
		return "", "", false
	}
	reason, ok = strings.CutPrefix(rest[len(quoted):], ": ")
	return path, reason, ok
}
