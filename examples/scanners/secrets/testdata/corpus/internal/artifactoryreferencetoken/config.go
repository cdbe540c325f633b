package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                    "https://api.acme.dev/v2",
	"artifactory_reference_token": "cmVmdGtuOjAxO3pbupmghI4Slb2MPeePr6ZmC3P2JJzRtlrktnWLGxZ9Hob03GNh",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
