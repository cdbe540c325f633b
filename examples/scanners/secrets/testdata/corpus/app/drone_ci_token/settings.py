import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

DRONE_CI_TOKEN = "r15bGt7EqLoRuyvWnAfWROF52Jeprprz"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
