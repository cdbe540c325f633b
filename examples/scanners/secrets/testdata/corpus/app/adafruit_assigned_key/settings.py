import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

ADAFRUIT_ASSIGNED_KEY = "GhtgRORwf_NZc9jVAOl8Xj6HIokVUdoR"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
