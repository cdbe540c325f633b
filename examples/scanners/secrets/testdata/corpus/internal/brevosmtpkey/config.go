package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"brevo_smtp_key": "xsmtpsib-0f17ff5a84dd12ddb6076b82eda06a20ecac9dc0c563b18c2aa944d035dbe1f1-eUCKjXXmYDTIw5M3",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
