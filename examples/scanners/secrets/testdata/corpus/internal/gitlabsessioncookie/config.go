package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":              "https://api.acme.dev/v2",
	"gitlab_session_cookie": "_gitlab_session=4jigaz2s3zqp7166yu9ym6ru4vsnt3vr",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
