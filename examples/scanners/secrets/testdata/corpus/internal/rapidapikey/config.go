package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":     "https://api.acme.dev/v2",
	"rapidapi_key": "BDfkOhMODVxHM9GCluYcwZy4qFqlCpu_zAfuDvky10d4XiZ556",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
