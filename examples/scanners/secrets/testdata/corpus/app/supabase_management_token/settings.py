import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SUPABASE_MANAGEMENT_TOKEN = "sbp_d497c632f929c09b9a265a84a7cccd17d2cfc2c1"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
