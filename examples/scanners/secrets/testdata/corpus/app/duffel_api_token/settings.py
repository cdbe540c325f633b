import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

DUFFEL_API_TOKEN = "duffel_test_Gmsq_gMiSAfO7ubgsE_Uh8xUdkHS4DyErN7ukwo6WkH"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
