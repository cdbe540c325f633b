import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

BITBUCKET_CLIENT_SECRET = "lx0-sxWDQKiF4R2seQew-buwHPQwn-Oi12aGg5VFxv_GOemafRn4rtobl4WWX_qc"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
