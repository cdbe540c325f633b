package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                "https://api.acme.dev/v2",
	"yandex_cloud_static_key": "YCGCEALYSF7INQ2v7udDFPqHZiUZOKYLPuQHtET5",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
