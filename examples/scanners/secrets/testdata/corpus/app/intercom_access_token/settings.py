import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

INTERCOM_ACCESS_TOKEN = "uV_F9k1z_eyHr5fqB0mYb1BLUUc_JGmERyckUdLXi9qqtGM2ruG12NcfveSO"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
