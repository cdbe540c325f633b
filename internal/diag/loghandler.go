package diag

import (
	"context"
	"log/slog"
)

// LogHandler is a slog.Handler that passes every record's message and every
// string-valued attribute (including errors, Stringers and LogValuers, which
// it resolves to strings) through a Redactor before handing the record to
// the wrapped handler.
type LogHandler struct {
	next slog.Handler
	r    *Redactor
}

// NewLogHandler wraps next so that everything it logs is redacted by r.
func NewLogHandler(next slog.Handler, r *Redactor) *LogHandler {
	return &LogHandler{next: next, r: r}
}

// Enabled implements slog.Handler.
func (h *LogHandler) Enabled(ctx context.Context, l slog.Level) bool {
	return h.next.Enabled(ctx, l)
}

// Handle implements slog.Handler.
func (h *LogHandler) Handle(ctx context.Context, rec slog.Record) error {
	out := slog.NewRecord(rec.Time, rec.Level, h.r.Redact(rec.Message), rec.PC)
	rec.Attrs(func(a slog.Attr) bool {
		out.AddAttrs(h.redactAttr(a))
		return true
	})
	return h.next.Handle(ctx, out)
}

// WithAttrs implements slog.Handler.
func (h *LogHandler) WithAttrs(attrs []slog.Attr) slog.Handler {
	red := make([]slog.Attr, len(attrs))
	for i, a := range attrs {
		red[i] = h.redactAttr(a)
	}
	return &LogHandler{next: h.next.WithAttrs(red), r: h.r}
}

// WithGroup implements slog.Handler.
func (h *LogHandler) WithGroup(name string) slog.Handler {
	return &LogHandler{next: h.next.WithGroup(name), r: h.r}
}

// maxAttrDepth bounds the recursion into nested groups.
const maxAttrDepth = 16

func (h *LogHandler) redactAttr(a slog.Attr) slog.Attr {
	return h.redactAttrDepth(a, 0)
}

func (h *LogHandler) redactAttrDepth(a slog.Attr, depth int) slog.Attr {
	v := a.Value.Resolve()
	switch v.Kind() {
	case slog.KindString:
		return slog.String(a.Key, h.r.Redact(v.String()))
	case slog.KindGroup:
		if depth >= maxAttrDepth {
			return slog.String(a.Key, "[group nested too deep]")
		}
		g := v.Group()
		red := make([]any, len(g))
		for i, ga := range g {
			red[i] = h.redactAttrDepth(ga, depth+1)
		}
		return slog.Group(a.Key, red...)
	case slog.KindAny:
		// Errors, Stringers, byte slices and structs could all carry a
		// secret; log their text form, redacted.
		switch x := v.Any().(type) {
		case error:
			return slog.String(a.Key, h.r.Redact(x.Error()))
		case []byte:
			return slog.String(a.Key, h.r.Redact(string(x)))
		default:
			return slog.String(a.Key, h.r.Redact(v.String()))
		}
	default:
		return slog.Attr{Key: a.Key, Value: v}
	}
}

var _ slog.Handler = (*LogHandler)(nil)
