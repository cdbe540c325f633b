package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":     "https://api.acme.dev/v2",
	"typeform_pat": "tfp_VzxKVN-OZxJgzWz_Qic8=CcHCFsieDw-jx0rQaCEbGBw2FZ8U.r8t8gp.TR",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
