import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

GITLAB_OAUTH_APP_SECRET = "gloas-Zc-Pln3mPK5yd07fHM09hFpvYOUAGO4iL1JYYYlE06LlER86Vq9_3ca39xJV_wes"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
