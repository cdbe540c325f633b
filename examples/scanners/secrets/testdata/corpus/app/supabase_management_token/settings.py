import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SUPABASE_MANAGEMENT_TOKEN = "sbp_942f19445e3383c3cc9d509b11181db963fbb6d3"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
