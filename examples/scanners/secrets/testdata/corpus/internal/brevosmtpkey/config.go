package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"brevo_smtp_key": "xsmtpsib-e2193d98ceb563b8cbe79bfccf1271df9f7d5357d3b2cc8f13114f1583141302-2tACaNP6AeTWHQXA",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
