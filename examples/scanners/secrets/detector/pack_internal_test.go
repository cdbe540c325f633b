package detector

import (
	"strings"
	"testing"
)

// TestDefaultPackFormats lists which default rules run as token formats
// and which as regular expressions, so a pattern edit that silently drops
// a rule off the fast path shows up.
func TestDefaultPackFormats(t *testing.T) {
	regexOK := map[string]bool{"aws-secret-access-key": true, "twilio-api-key": true, "mailgun-api-key": true,
		"heroku-api-key": true, "google-api-key-web-config": true,
		// Optional parts, delimiters inside, keywords not at the start, or
		// a run that may end in a non-word byte before a delimiter.
		"grafana-cloud-api-token": true, "sentry-org-token": true, "discord-webhook-url": true, "telegram-bot-token": true,
		"flutterwave-secret-key": true, "mapbox-secret-token": true, "onepassword-service-account-token": true,
		"microsoft-teams-webhook": true, "sourcegraph-access-token": true, "maxmind-license-key": true,
		"cloudinary-url": true,
		"aws-bedrock-api-key": true, "aws-bedrock-short-term-api-key": true, "azure-ad-client-secret": true,
		"dropbox-short-lived-token": true, "flutterwave-public-key": true, "grafana-api-key": true,
		"terraform-cloud-api-token": true, "mailchimp-api-key": true, "slack-legacy-workspace-token": true,
		"yandex-iam-token": true, "sidekiq-enterprise-url": true, "sidekiq-secret": true}
	for _, r := range Rules() {
		switch {
		case r.tok != nil, r.block != nil, r.custom != nil, r.assign:
		case regexOK[r.ID]:
		case strings.HasPrefix(r.Pattern, "(?i:"):
			// Keyed by a setting name: a regular expression by design,
			// run only around its provider's name.
		default:
			t.Errorf("%s: pattern %s runs as a regular expression, not as a token format", r.ID, r.Pattern)
		}
	}
}
