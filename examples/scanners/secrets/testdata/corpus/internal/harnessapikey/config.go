package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":        "https://api.acme.dev/v2",
	"harness_api_key": "sat.UVcEBSco9KPuoTR34MzogJ.fd17517d2f1c80276a1de826.TbSfnuHGh3Zf0F5cixDK",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
