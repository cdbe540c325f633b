package pluginrpc

import (
	"math"

	pluginpb "github.com/sluicehq/sluice/internal/pluginrpc/proto"
	"github.com/sluicehq/sluice/sdk/scanner"
)

func InfoToProto(i *scanner.Info) *pluginpb.Info {
	out := &pluginpb.Info{
		Name:          i.Name,
		Version:       i.Version,
		Kind:          string(i.Kind),
		Keywords:      i.Keywords,
		MaxMatchBytes: int32(min(i.MaxMatchBytes, math.MaxInt32)),
		PathPatterns:  i.PathPatterns,
	}
	for _, r := range i.Rules {
		out.Rules = append(out.Rules, &pluginpb.Rule{Id: r.ID, Description: r.Description, Severity: string(r.Severity),
			FullDescription: r.FullDescription, Help: r.Help, HelpUri: r.HelpURI, Tags: r.Tags, Aliases: r.Aliases})
	}
	return out
}

func infoFromProto(p *pluginpb.Info) scanner.Info {
	out := scanner.Info{
		Name:          p.GetName(),
		Version:       p.GetVersion(),
		Kind:          scanner.Kind(p.GetKind()),
		Keywords:      p.GetKeywords(),
		MaxMatchBytes: int(p.GetMaxMatchBytes()),
		PathPatterns:  p.GetPathPatterns(),
	}
	for _, r := range p.GetRules() {
		out.Rules = append(out.Rules, scanner.Rule{ID: r.GetId(), Description: r.GetDescription(), Severity: scanner.Severity(r.GetSeverity()),
			FullDescription: r.GetFullDescription(), Help: r.GetHelp(), HelpURI: r.GetHelpUri(), Tags: r.GetTags(), Aliases: r.GetAliases()})
	}
	return out
}

func FindingToProto(f *scanner.Finding) *pluginpb.Finding {
	return &pluginpb.Finding{
		RuleId:      f.RuleID,
		Path:        f.Path,
		Line:        int32(min(f.Line, math.MaxInt32)),
		Column:      int32(min(f.Column, math.MaxInt32)),
		StartOffset: f.StartOffset,
		EndOffset:   f.EndOffset,
		Match:       f.Match,
		Fingerprint: f.Fingerprint,
		Severity:    string(f.Severity),
		Message:     f.Message,
		Validated:   f.Validated,
	}
}

func findingFromProto(p *pluginpb.Finding) scanner.Finding {
	return scanner.Finding{
		RuleID:      p.GetRuleId(),
		Path:        p.GetPath(),
		Line:        int(p.GetLine()),
		Column:      int(p.GetColumn()),
		StartOffset: p.GetStartOffset(),
		EndOffset:   p.GetEndOffset(),
		Match:       p.GetMatch(),
		Fingerprint: p.GetFingerprint(),
		Severity:    scanner.Severity(p.GetSeverity()),
		Message:     p.GetMessage(),
		Validated:   p.GetValidated(),
	}
}
