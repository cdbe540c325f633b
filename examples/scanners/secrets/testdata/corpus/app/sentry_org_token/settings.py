import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SENTRY_ORG_TOKEN = "sntrys_eyJDc8l6fjhe0xSV=a3vuCLCv7Mzr/G6xsyr=bOay4+W+BKvfdUTNigG-OareMNjR=SDFOJddPfGBk7I=bW4zkEHQM_918fml5MO7LoG=eA=Ai6P+LTfVDHCXcawzkKGC9rd967La+8rSFwA8O-d9dHv7Sz9iBuXK/Xmrtqk+Xv5NQ9vtfSdaSZPUXI41qw5DO/OlIkQqRVdTY8XI6402Oqmk19wEJdxgAndqq9=/fa+Sl0F6H6HRiqYUe0gVm3xpWZaWE1iaQef097FnXlqsR7M2jxY+wvakyR5rQ6OU3jvI3/3zR3n=E5/6roGBHyo3N-8lca6iNLj-xqnh78Vq8lhoMH4T_WhRhqHZN2=WlNyPOBqa9nX8cLZWKUBQKUiLE/cph=xrO9fBhbQ8A47sdddbMxgTVeKkbgtu2RGZio7I5YIm7M06xA8OFX17p0T3"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
