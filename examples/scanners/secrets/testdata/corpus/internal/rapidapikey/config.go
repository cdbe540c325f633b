package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":     "https://api.acme.dev/v2",
	"rapidapi_key": "pq3HoFIUQs6m3ka0hfpit1OMQMb8qKTsDUYugxv-H3VYqma6dk",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
