package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"pypi_upload_token": "pypi-AgEIcHlwaS5vcmcCAQACICPP96vCg9VWWvryyt3cVwomWMP8UuBQ0dc2x73ptoJv0nx-olpdBSl16CSA90g0B0QFlXg5RiHaMtq_mBvADywXLftz2KA8SZwKl2mVDrXT43dJDegJFpp913aVie_xOB_dN8QLsEIcTSXeZM_DPw2V3ioILcM1_w",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
