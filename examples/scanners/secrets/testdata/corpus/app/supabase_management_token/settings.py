import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SUPABASE_MANAGEMENT_TOKEN = "sbp_ff8436b43d21a2869ef7ebb67eb8e707122eb6c6"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
