import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

VAULT_BATCH_TOKEN = "hvb.RXrAQfauffNrc8pcnTQgY_WrACyMvf_VXKbeGGdrPgfnZQWtZLLQsQsLJgXvQHoV4HzR3HvbTmBGfck3YUJ_Ls2kcESXdtnlTZvnlrx5xG5U2LlMq_5FHRiY0xqUTLYdzQZdDM02w-G1CuR9js5DqNe0VfuEH"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
