import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

ANTHROPIC_API_KEY = "sk-ant-api03-v9LEpnRmgfw97-havJZOoX_DqQEreGC7KScJQBSr_bKUlOeYeupLna6mdY0MoyTSCMzpZArWnSSHIzqZyqEtlOEBasFFHAA"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
