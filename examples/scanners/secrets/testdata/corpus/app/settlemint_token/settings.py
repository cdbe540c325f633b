import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SETTLEMINT_TOKEN = "sm_sat_u8FlTbit4dwuBToe"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
