import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

ADAFRUIT_ASSIGNED_KEY = "6HIokVUdoRbR_F0-chEDW4fpllIiqUch"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
