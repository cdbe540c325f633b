import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

GOCARDLESS_ACCESS_TOKEN = "live_KhF5Ri4DQkKGseXMRrN_uhAEf=G7fT6wdAMTAUsW"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
