import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

CLICKUP_API_TOKEN = "pk_8988961660_VG9VQUFK8ZSIYDA2EVAM7XSCKU4NPE1C"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
