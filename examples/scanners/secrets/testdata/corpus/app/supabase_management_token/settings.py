import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SUPABASE_MANAGEMENT_TOKEN = "sbp_acb79c7dc22df4bbb5838917be4ba0bb351ccfdf"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
