import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

KRAKEN_API_SECRET = "sg0NPf7AQ22+IW6oG2p96OMk5Ppq1xv/HWoxTC0JL92+8/2TtNmoQICk9uiY9cRpZ0dOUWZkVsg/wGEURZC1xr=="

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
