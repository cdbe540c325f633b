package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":        "https://api.acme.dev/v2",
	"harness_api_key": "sat.3eSPamSonNovKUdeHFEQ5S.U0enwuo2Or7HK2yYcj2Zm88r.PvoNXmShZ2adjIpNxU7U",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
