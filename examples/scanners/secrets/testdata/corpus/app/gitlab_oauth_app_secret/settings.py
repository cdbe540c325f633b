import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

GITLAB_OAUTH_APP_SECRET = "gloas-T4UVB5Ps0nk3lw0BS_90X8KraHYrX_r9cxEr5trm7AH6T6jHhNvd_IIcBDMSwzY7"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
