package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                "https://api.acme.dev/v2",
	"bitbucket_client_secret": "t_GE8atH2v=EQ0A4d9AqNTObv04z8H8oeiCp4m_ckwZuz5wZN5jQ3pd=gclSU4sx",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
