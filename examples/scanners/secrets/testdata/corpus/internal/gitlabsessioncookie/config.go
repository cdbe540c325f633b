package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":              "https://api.acme.dev/v2",
	"gitlab_session_cookie": "_gitlab_session=gwnud8ajhwi4gh5db4mbe9120mx0g4wt",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
