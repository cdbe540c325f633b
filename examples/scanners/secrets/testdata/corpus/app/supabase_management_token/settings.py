import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SUPABASE_MANAGEMENT_TOKEN = "sbp_ebd8a629bd27feadb08643626fecbdf7d68fd8f4"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
