import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

FACEBOOK_ACCESS_TOKEN = "EAABmt6IQQGRGgR32VEGiZgkofDteG0i7YZu4SwjufoX9mNynoG7kkgdAk4d1OtXyO0SntN3ppCUyrrsplOSMNUDAc9rA517dzgUyevI1IuGhmxg4mxQgTLsPf05Z0AZgHaTW39E890nSZKmUVzzRti20Az51nkDdoPXdTUYk53eWncrGAf1wNBkA1bz8y5Ye22aNBtAILprrYvvvAEgVWOq3uf"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
