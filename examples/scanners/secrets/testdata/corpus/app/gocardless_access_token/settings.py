import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

GOCARDLESS_ACCESS_TOKEN = "live_yoPsq3Zld4mmHdVRgcrxoecrhHe_Den04e8uN7lm"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
