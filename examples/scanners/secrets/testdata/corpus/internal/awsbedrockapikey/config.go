package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"aws_bedrock_api_key": "ABSKQmVkcm9ja0FQSUtleSZR0P09ivyTyrJ4h3kUX9gjo9wiP6neCV/TRkMTUWBiW7LCgs+wzwmL47LF/pD3sQnYqP0KwFmPp6aHe8GGYPvD+K+oEWy60azxHnyzy52WJqsIIXmH84QQJtC8DW4",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
