package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":        "https://api.acme.dev/v2",
	"harness_api_key": "sat.svqKalRHTyboha5Gy3LeSq.3NzQo59Y87uXmUDEWyDrT7tX.kEnVcqMMd1r78eDJqTjK",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
