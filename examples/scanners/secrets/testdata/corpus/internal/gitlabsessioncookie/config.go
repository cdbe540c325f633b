package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":              "https://api.acme.dev/v2",
	"gitlab_session_cookie": "_gitlab_session=mx8q7uwd2gfwfzv7uj7o5wqtdn2i8z1q",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
