package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":     "https://api.acme.dev/v2",
	"typeform_pat": "tfp_S=0mihejM1-0HW-5q1ZoWt67lrJOI99vEOOlWQd4248A1U8NtA90smsF6n9",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
