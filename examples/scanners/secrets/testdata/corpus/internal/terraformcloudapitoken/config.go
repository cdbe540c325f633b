package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                  "https://api.acme.dev/v2",
	"terraform_cloud_api_token": "LtLOwhpvxJIDIh.atlasv1.jIpOIbYliUiinKH7cMm16N_pGXl8Dr=lCFf_p-AZbbEH7o8HBuW-GDR6PMzTx",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
