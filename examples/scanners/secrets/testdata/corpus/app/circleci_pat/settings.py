import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

CIRCLECI_PAT = "CCIPAT_EsnHSWZ65mwH4n9x2FQVBQ_ba6d0c15921167b79563ea6c32376c386edbc446"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
