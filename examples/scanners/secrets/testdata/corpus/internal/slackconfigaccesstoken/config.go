package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                  "https://api.acme.dev/v2",
	"slack_config_access_token": "xoxe.xoxb-7-MC33VD28NJSGGHBSF7CMOLX5M29LM7M0CN0TI1A9D1FM01LTIJF33X28PZUOOAHDTB3XGFLRPAKC9TCMRKW5LSGQBYXVRHWGELQ0SDKV8X2N3RLEXWP0HPSOZXZ1OIAF5VRJEMYFS6ZA5A88LK1YOFLJD6FSQ7KRF3W",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
