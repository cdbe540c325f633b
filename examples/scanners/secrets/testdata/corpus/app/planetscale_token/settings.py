import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

PLANETSCALE_TOKEN = "pscale_tkn_suCFMoU2F97PMFKDOl_rd=cDlJDQVQgLDXjxs_DSLcgJ6"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
