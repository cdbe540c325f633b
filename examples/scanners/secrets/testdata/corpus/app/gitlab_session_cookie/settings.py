import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

GITLAB_SESSION_COOKIE = "_gitlab_session=5xjdnb0jus92iazqhalvs1b189ha94oa"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
